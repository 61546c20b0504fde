/**
 * The S3-compatible object store for teams: presigned PUT/GET URLs from the AWS SDK presigner.
 * Credentials come from the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, or any source
 * of the SDK's default chain). The presigned PUT binds the content type (a signed header).
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { Readable } from 'node:stream'
import { assertSafeObjectKey, type ObjectInfo, type ObjectStore } from './object-store'

export type S3ObjectStoreOptions = {
  readonly bucket: string
  /** Endpoint of an S3-compatible service (MinIO, R2, …); omit for AWS itself. */
  readonly endpoint?: string
  readonly region?: string
  /** Path-style addressing (`endpoint/bucket/key`), needed by most S3-compatible services. */
  readonly forcePathStyle?: boolean
  /** Prefix under which every key is stored. */
  readonly prefix?: string
}

export class S3ObjectStore implements ObjectStore {
  readonly kind = 's3' as const
  readonly client: S3Client

  constructor(private readonly options: S3ObjectStoreOptions) {
    this.client = new S3Client({
      region: options.region ?? process.env.AWS_REGION ?? 'us-east-1',
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle ?? options.endpoint != null,
    })
  }

  #key(key: string): string {
    assertSafeObjectKey(key)
    return `${this.options.prefix ?? ''}${key}`
  }

  async signPut(key: string, contentType: string, ttlSeconds: number): Promise<string> {
    const cmd = new PutObjectCommand({
      Bucket: this.options.bucket,
      Key: this.#key(key),
      ContentType: contentType,
    })
    return getSignedUrl(this.client, cmd, {
      expiresIn: ttlSeconds,
      signableHeaders: new Set(['content-type']),
    })
  }

  async signGet(key: string, contentType: string, ttlSeconds: number): Promise<string> {
    const cmd = new GetObjectCommand({
      Bucket: this.options.bucket,
      Key: this.#key(key),
      ResponseContentType: contentType,
    })
    return getSignedUrl(this.client, cmd, { expiresIn: ttlSeconds })
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const r = await this.client.send(
        new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.#key(key) }),
      )
      return { size: r.ContentLength ?? 0, contentType: r.ContentType ?? null }
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
      if (status === 404 || (err as Error).name === 'NotFound') return null
      throw err
    }
  }

  async read(key: string): Promise<Readable> {
    const r = await this.client.send(
      new GetObjectCommand({ Bucket: this.options.bucket, Key: this.#key(key) }),
    )
    if (!(r.Body instanceof Readable)) throw new Error(`No body for object ${key}`)
    return r.Body
  }

  async write(
    key: string,
    body: Buffer | Readable,
    contentType: string,
    size?: number,
  ): Promise<void> {
    // PutObject needs the length of a streamed body: stream when it is known, else collect.
    const data = Buffer.isBuffer(body) || size != null ? body : Buffer.concat(await body.toArray())
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.#key(key),
        Body: data,
        ContentType: contentType,
        ...(size != null ? { ContentLength: size } : {}),
      }),
    )
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.#key(key) }),
    )
  }
}
